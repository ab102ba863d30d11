/**
 * The first paint, before any JavaScript file arrives: index.html draws the brand hero of the
 * login or home screen (the tenant's logo, title or company, on its colours; on home, last visit's
 * first banner picture at its signed address) from an inline script at the top of <body>. On a
 * first visit over 4G the app's code takes seconds; without this the screen stays white until React
 * renders.
 *
 * The hero is an overlay (fixed, not clickable, hidden from assistive technology) with the same
 * boxes as the screen's own hero, so taking it away once the screen is mounted moves nothing
 * (`FirstPaintHandoff` in core's routing removes it; a timer removes it in any case). The browser
 * suite tests/e2e/all-tenants/first-paint.spec.ts checks the boxes match.
 *
 * Like the route preload script it is static (identical in every stamped bundle): it reads the
 * tenant from window.__HUB_TENANT__ and the saved login from local storage, so the server's CSP
 * hash of it holds for every bundle.
 */

import type { CompanyOption } from '@campus/contracts';
import { FIRST_PAINT_ID, HOME_BANNER_MEMORY_PREFIX } from '../packages/core/src/routing/first-paint-id.ts';
import { MSG_LOADING } from '../packages/core/src/rules/messages.ts';
import { companyOptionsKey } from '../packages/core/src/storage/local-store.ts';
import { ROUTE_GLOBAL } from './start-after-first-paint.ts';
import { CHOOSE_COMPANY, companyButtonLabel, LOADING_COMPANIES } from '../packages/modules/account/src/company-label.ts';

/** The overlay goes in any case after this long: a screen that never mounts must not stay covered. */
export const FIRST_PAINT_MAX_MS = 15_000;

/**
 * Boxes copied from the screens: login-screen.css (.hub-login__hero, __logo, __title, __form) and
 * home-screen.tsx (styles.hero, logo, company, greeting; styles.sections and banners for the banner
 * box). The first-paint browser test fails when they drift apart.
 */
export const FIRST_PAINT_CSS = [
  `#${FIRST_PAINT_ID}{position:fixed;inset:0;z-index:10000;pointer-events:none;background:var(--adm-color-background,#fff)}`,
  `.hub-fp-login{height:220px;background-size:cover;background-position:center;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;color:var(--hub-on-primary)}`,
  `.hub-fp-login img{width:64px;height:64px;border-radius:14px;box-shadow:0 4px 12px rgba(0,0,0,.12)}`,
  `.hub-fp-login h1{margin:0;font-size:22px;font-weight:600;text-shadow:0 1px 2px rgba(0,0,0,.15)}`,
  `.hub-fp-form{padding:28px 24px 20px}`,
  `.hub-fp-home{background:var(--adm-color-primary);color:var(--hub-on-primary);padding:28px 20px 44px;display:flex;align-items:center;gap:12px}`,
  `.hub-fp-home img{width:44px;height:44px;border-radius:10px;background:#fff}`,
  `.hub-fp-home b{display:block;font-size:18px;font-weight:600}`,
  `.hub-fp-home span{display:block;font-size:13px;opacity:.9;margin-top:2px}`,
  `.hub-fp-banner{margin:-24px 12px 0;height:140px;border-radius:var(--hub-card-radius,8px);overflow:hidden;background:var(--adm-color-fill-content,#f5f5f5)}`,
  `.hub-fp-banner img{display:block;width:100%;height:100%;object-fit:cover}`,
  // any other screen: PageFrame's bar (antd-mobile's NavBar) and the loading block (ui's load-states.tsx)
  `#${FIRST_PAINT_ID}.hub-fp-page{background:var(--hub-page-background,#f5f5f5)}`,
  `.hub-fp-bar{height:45px;box-sizing:border-box;padding:0 12px;display:flex;align-items:center;justify-content:center;background:var(--adm-color-background,#fff);border-bottom:1px solid var(--adm-color-border,#eee);color:var(--adm-color-text,#333);font-size:18px}`,
  `.hub-fp-bar span{overflow:hidden;white-space:nowrap;text-overflow:ellipsis}`,
  `.hub-fp-wait{padding:48px 0;text-align:center;color:var(--adm-color-weak,#999)}`,
].join('');

/** A JavaScript expression: the saved login (core's LXDZAuths), or null; both inline scripts read it. */
export const SAVED_LOGIN = `(function(){try{return JSON.parse(localStorage.getItem('LXDZAuths')||'null')}catch(e){return null}})()`;

/**
 * A JavaScript function expression: the first paint's pictures for screen `p` ('/login' or '/mPage'),
 * the saved login `a` (home only) and the tenant `t`. Login: the tenant's logo and background. Home:
 * the saved company's logo (its skin, as core's skinAssetBase does) and the first banner picture the
 * home screen remembered for that company (HOME_BANNER_MEMORY_PREFIX) while its address is valid.
 * The route preload script (route-preload.ts) preloads them from <head>; the first paint draws them.
 */
export const FIRST_PAINT_PICTURES =
  `function(p,a,t){var b=t.brandDir||'default-brand';if(p==='/login')return{logo:'./'+b+'/logo.svg',bg:'./'+b+'/login-bg.svg',banner:null};` +
  `var c=a.company||null,m=null;try{m=JSON.parse(localStorage.getItem(${JSON.stringify(HOME_BANNER_MEMORY_PREFIX)}+((c&&c.id)||''))||'null')}catch(e){}` +
  `return{logo:c&&c.assetDir?'/'+c.type+'/'+c.assetDir+'/logo.svg':(!c&&t.type!=null?'./'+b+'/logo.svg':'./default-brand/logo.svg'),bg:null,` +
  `banner:m&&typeof m.src==='string'&&m.src.charAt(0)==='/'&&m.until>Date.now()?m.src:null}}`;

const NAME_MARK = '\u0000';
const [LABEL_BEFORE, LABEL_AFTER] = companyButtonLabel({ id: '', name: NAME_MARK } as CompanyOption).split(NAME_MARK);

/**
 * A JavaScript statement: on login in a bundle that lets the user choose a company, the company
 * button as the login screen draws it (company-picker.tsx, antd-mobile's classes): the company
 * chosen last time or the bundle's default, named from the list the login screen offered last
 * (core's local store); the call to choose one when neither is in that list; loading while there
 * is no list. It is the screen's largest text: drawn by React alone it was the largest paint,
 * seconds after the hero.
 */
const FIRST_PAINT_COMPANY =
  `var n=t.companyIds||[];if(n.length!==1){var s=null,r=0;try{var k=(a&&a.company_id)||localStorage.getItem('company_id'),` +
  `v=k&&(n.length===0||n.indexOf(k)>=0)?k:t.defaultCompanyId;` +
  `(JSON.parse(localStorage.getItem(t.type==null?${JSON.stringify(companyOptionsKey(null))}:${JSON.stringify(companyOptionsKey(''))}+t.type)||'[]')||[])` +
  `.forEach(function(c){r=1;if(c&&c.id===v&&typeof c.name==='string')s=c.name})}catch(e){}` +
  `var m=d.createElement('div'),u=d.createElement('button');m.className='hub-fp-form';u.type='button';u.tabIndex=-1;` +
  `u.className='adm-button adm-button-default adm-button-block adm-button-fill-outline adm-button-shape-default'+(r?'':' adm-button-disabled adm-button-loading');` +
  `u.appendChild(x('span',!r?${JSON.stringify(LOADING_COMPANIES)}:s===null?${JSON.stringify(CHOOSE_COMPANY)}:${JSON.stringify(LABEL_BEFORE)}+s+${JSON.stringify(LABEL_AFTER)}));m.appendChild(u);o.appendChild(m)}`;

/**
 * The inline script. Which screen: the hash, or for an empty one home with a saved login and login
 * without; home without a saved login is login (the start-up sends it there). Its pictures are
 * FIRST_PAINT_PICTURES, already requested by the route preload script. Any other address, with a
 * saved login, gets a screen's frame: the title bar (its title put in by the route table's script,
 * which arrives beside the stylesheets) and the loading block (issue 35), so an address opened from a
 * push or a link shows where it leads at once, and its scripts, asked for after this paint, do not
 * hold the first paint back.
 */
export const FIRST_PAINT_SCRIPT =
  `(function(){var p=location.hash.replace(/^#/,'').split('?')[0],a=${SAVED_LOGIN};` +
  `if(!p||p==='/')p=a?'/mPage':'/login';if(p==='/mPage'&&!a)p='/login';` +
  `var t=window.__HUB_TENANT__||{},d=document,o=d.createElement('div'),h=d.createElement('header'),i=d.createElement('img');` +
  `o.id=${JSON.stringify(FIRST_PAINT_ID)};o.setAttribute('aria-hidden','true');` +
  `function x(tag,text){var e=d.createElement(tag);e.textContent=text;return e}` +
  `if(p!=='/login'&&p!=='/mPage'){if(!a)return;var r=window.${ROUTE_GLOBAL};` +
  `o.className='hub-fp-page';h.className='hub-fp-bar';h.appendChild(x('span',r&&r.path===p?r.title:''));o.appendChild(h);` +
  `var l=x('div',${JSON.stringify(MSG_LOADING)});l.className='hub-fp-wait';o.appendChild(l);d.body.appendChild(o);` +
  `setTimeout(function(){o.remove()},${FIRST_PAINT_MAX_MS});return}` +
  `i.alt='';h.appendChild(i);o.appendChild(h);` +
  `var q=(${FIRST_PAINT_PICTURES})(p,a,t);i.src=q.logo;` +
  `if(p==='/login'){h.className='hub-fp-login';h.style.backgroundImage='url('+q.bg+')';h.appendChild(x('h1',t.title||''));${FIRST_PAINT_COMPANY}}` +
  `else{var c=a.company||null;h.className='hub-fp-home';` +
  `var w=d.createElement('div');w.appendChild(x('b',(c&&c.name)||t.displayName||''));w.appendChild(x('span',a.name?'您好，'+a.name:''));h.appendChild(w);` +
  `if(q.banner){var f=d.createElement('div'),g=d.createElement('img');f.className='hub-fp-banner';g.alt='';g.src=q.banner;f.appendChild(g);o.appendChild(f)}}` +
  `d.body.appendChild(o);setTimeout(function(){o.remove()},${FIRST_PAINT_MAX_MS})})();`;
