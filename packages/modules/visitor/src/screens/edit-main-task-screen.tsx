import { TaskEditScreen } from '../components/task-edit-screen.tsx';

export default function Screen() {
  return <TaskEditScreen kind="main" />;
}
