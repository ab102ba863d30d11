export * from './page-frame.tsx';
export * from './in-preparation.tsx';
export * from './load-error.tsx';
export * from './menu-icon.tsx';
