/**
 * The part of react-router the site uses, and the only way the apps reach it.
 *
 * A package shared through module federation is built whole (the host cannot know what a remote
 * will import), and react-router whole is about 52 KB of brotli on every first view. Shared as
 * this subpath instead, only these exports and what they need are built (about 13 KB), still one
 * instance for the page: the shell's router context is the one every remote's links read.
 * Import routing from here (`@site/shared/router`), never from 'react-router' (lint holds it).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  matchPath,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, Location, NavigateOptions, NavLinkProps, To } from 'react-router';
