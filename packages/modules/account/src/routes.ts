import type { RouteFragment } from '@campus/core/routing';

const forgetPassword = () => import('./screens/forget-password-screen.tsx');
const legal = (kind: 'privacy' | 'service') => () =>
  import(kind === 'privacy' ? './screens/privacy-screen.tsx' : './screens/service-screen.tsx');

/**
 * Sign-in, registration and the personal centre (spec 2.3).
 * softPrivacy and softService are declared twice: under /login and at top level,
 * where the spec declares them without a leading slash.
 */
export const accountRoutes: RouteFragment = {
  module: 'account',
  routes: [
    { path: '/mPage', name: 'mPage', title: '首页', screen: () => import('./screens/home-screen.tsx') },
    { path: '/notFound', name: 'notFound', title: '页面不存在', public: true, screen: () => import('./screens/not-found-screen.tsx') },
    {
      path: '/login',
      name: 'login',
      title: '登录',
      public: true,
      screen: () => import('./screens/login-page.tsx'),
      children: [
        // Not public (spec 2.2): a signed-out user reaches 忘记密码 at #/forgetPassword; this path serves the signed-in.
        { path: 'forgetPassword', name: 'forgetPassword', title: '忘记密码', screen: forgetPassword },
        { path: 'softPrivacy', name: 'softPrivacy', title: '隐私政策', public: true, screen: legal('privacy') },
        { path: 'softService', name: 'softService', title: '服务协议', public: true, screen: legal('service') },
        { path: 'bindHardware', name: 'bindHardware', title: '绑定设备', screen: () => import('./screens/bind-hardware-screen.tsx') },
      ],
    },
    { path: 'softPrivacy', name: 'softPrivacy', title: '隐私政策', public: true, screen: legal('privacy') },
    { path: 'softService', name: 'softService', title: '服务协议', public: true, screen: legal('service') },
    { path: '/forgetPassword', name: 'forgetPassword', title: '忘记密码', public: true, screen: forgetPassword },
    {
      path: '/userInfo',
      name: 'userInfo',
      title: '个人中心',
      screen: () => import('./screens/user-info-screen.tsx'),
      children: [
        { path: 'changePassword', name: 'changePassword', title: '修改密码', screen: () => import('./screens/change-password-screen.tsx') },
        {
          path: 'about',
          name: 'about',
          title: '关于我们',
          screen: () => import('./screens/about-screen.tsx'),
          children: [{ path: 'law', name: 'law', title: '法律声明', screen: () => import('./screens/law-screen.tsx') }],
        },
        {
          path: 'about29Ai',
          name: 'about29Ai',
          title: '关于我们',
          screen: () => import('./screens/about-screen.tsx'),
          children: [{ path: 'law', name: 'law', title: '法律声明', screen: () => import('./screens/law-screen.tsx') }],
        },
      ],
    },
    { path: '/bindPhone', name: 'bindPhone', title: '绑定手机号', public: true, screen: () => import('./screens/bind-phone-screen.tsx') },
    { path: '/lnLogin', name: 'lnLogin', title: '账号登录', public: true, screen: () => import('./screens/ln-login-page.tsx') },
    {
      path: '/wxAuthGuide',
      name: 'wxAuthGuide',
      title: '微信授权',
      public: true,
      screen: () => import('./screens/wx-auth-guide-screen.tsx'),
    },
    { path: '/scanCode', name: 'scanCode', title: '扫码', screen: () => import('./screens/scan-code-screen.tsx') },
  ],
};
