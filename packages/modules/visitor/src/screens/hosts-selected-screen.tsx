export { HostsSelectedScreen as default } from '../components/picker-screens.tsx';
