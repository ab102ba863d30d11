export { PrepareSelectedScreen as default } from '../components/picker-screens.tsx';
