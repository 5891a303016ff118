import { Route, Routes } from 'react-router';
import { routes } from '../../../generated/routes.ts';
import { RoutePage, UnknownRoute } from './route-page.tsx';

/** The route table, built from the route registry (generated/routes.ts). */
export function AppRoutes() {
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.id} path={route.path} caseSensitive element={<RoutePage route={route} />} />
      ))}
      <Route path="*" element={<UnknownRoute />} />
    </Routes>
  );
}
