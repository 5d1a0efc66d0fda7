import { AppRoutes } from './app/AppRoutes.js';

export function App() {
  return <AppRoutes />;
}
