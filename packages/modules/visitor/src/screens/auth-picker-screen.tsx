export { AuthPickerScreen as default } from '../components/picker-screens.tsx';
