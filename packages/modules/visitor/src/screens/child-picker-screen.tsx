export { ChildPickerScreen as default } from '../components/picker-screens.tsx';
