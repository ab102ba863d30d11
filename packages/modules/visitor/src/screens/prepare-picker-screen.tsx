export { PreparePickerScreen as default } from '../components/picker-screens.tsx';
