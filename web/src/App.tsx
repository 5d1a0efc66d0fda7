import { AppRoutes } from './app/AppRoutes.js';
import './i18n/setup.js';

export function App() {
  return <AppRoutes />;
}
