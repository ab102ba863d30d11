export { AuthSelectedScreen as default } from '../components/picker-screens.tsx';
