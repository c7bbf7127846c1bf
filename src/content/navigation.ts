// The menu on every page, in order. `icon` picks a drawing from src/components/Icon.tsx.
export type NavIconName = 'home' | 'about' | 'news' | 'people' | 'links' | 'contact';

export type NavItem = {
  title: string;
  path: string;
  icon: NavIconName;
};

export const navigation: NavItem[] = [
  { title: 'Home', path: '/', icon: 'home' },
  { title: 'About', path: '/about', icon: 'about' },
  { title: 'Events / News', path: '/events', icon: 'news' },
  { title: 'People', path: '/people', icon: 'people' },
  { title: 'Links', path: '/links', icon: 'links' },
  { title: 'Contact', path: '/contact', icon: 'contact' },
];
