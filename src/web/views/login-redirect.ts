import { locationFor } from '../router/paths.ts';

/** The login page, told to come back to where the user is (a path with its params). */
export function loginLocationFor(pathname: string, search: string): string {
  return locationFor('entry/login', { redirect: pathname + search });
}
