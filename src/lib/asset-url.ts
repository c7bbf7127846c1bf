import { useRouter } from 'wouter';

/**
 * Turns a path relative to the site root ("images/logo.svg") into a URL that works when the
 * site is served from a sub-path too: the base comes from the <Router> around the app.
 */
export function useAssetUrl(): (path: string) => string {
  const { base } = useRouter();
  return (path) => (/^[a-z]+:/i.test(path) ? path : `${base}/${path}`);
}
