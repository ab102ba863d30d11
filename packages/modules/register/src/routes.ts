import type { RouteFragment } from '@campus/core/routing';

/**
 * Registration without a login (spec 2.2 lists every one as public; spec 2.3 /studentRegister and
 * /staffApply [staffRegister [staffSelDepart], staffLogin, quickRegister]).
 */
export const registerRoutes: RouteFragment = {
  module: 'register',
  routes: [
    {
      path: '/studentRegister',
      name: 'studentRegister',
      title: '学生注册',
      public: true,
      screen: () => import('./screens/student-register-screen.tsx'),
    },
    {
      path: '/staffApply',
      name: 'staffApply',
      title: '员工申请',
      public: true,
      screen: () => import('./screens/staff-apply-screen.tsx'),
      children: [
        {
          path: 'staffRegister',
          name: 'staffRegister',
          title: '员工注册',
          public: true,
          screen: () => import('./screens/staff-register-screen.tsx'),
          children: [
            {
              path: 'staffSelDepart',
              name: 'staffSelDepart',
              title: '选择部门',
              public: true,
              screen: () => import('./screens/staff-sel-depart-screen.tsx'),
            },
          ],
        },
        {
          path: 'staffLogin',
          name: 'staffLogin',
          title: '员工登录',
          public: true,
          screen: () => import('./screens/staff-login-screen.tsx'),
        },
        {
          path: 'quickRegister',
          name: 'quickRegister',
          title: '快速注册',
          public: true,
          screen: () => import('./screens/quick-register-screen.tsx'),
        },
        {
          // Not in the spec's route list: the company administrator's 注册设置 (issue 40; the personal centre opens it).
          // Under the no-login /staffApply, a signed-in user needs no menu entry for it; the screen and the server check the admin.
          path: 'registerSettings',
          name: 'registerSettings',
          title: '注册设置',
          screen: () => import('./screens/register-settings-screen.tsx'),
        },
      ],
    },
  ],
};
