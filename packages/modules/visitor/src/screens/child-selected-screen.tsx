export { ChildSelectedScreen as default } from '../components/picker-screens.tsx';
