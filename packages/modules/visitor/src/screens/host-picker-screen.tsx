export { HostPickerScreen as default } from '../components/picker-screens.tsx';
