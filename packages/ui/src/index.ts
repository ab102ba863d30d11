export * from './page-frame.tsx';
export * from './load-error.tsx';
export * from './menu-icon.tsx';
export * from './screen-loading.tsx';
