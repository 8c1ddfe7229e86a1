// What every Liquify front end shares as `react-router` (rspack-preset.mjs aliases the name to this file).
// Module federation shares a module whole, all its exports, so sharing the package itself put its whole
// framework (data routers, server rendering, RSC, cookies: 61 KB gzip, the largest file of a first load)
// in every page. This facade shares the names the front ends use, from the package's production build,
// and the rest is tree-shaken. A front end importing a name missing here fails its build
// (exportsPresence: 'error'): add the name below.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from '@liquify/react-router-production';
