import { Link } from 'wouter';
import { pageTitles } from '../content/page-titles.js';
import { ui } from '../content/ui.js';

export function NotFoundPage() {
  return (
    <div className="page">
      <h1>{pageTitles.notFound}</h1>
      <p>{ui.notFound.message}</p>
      <p>
        <Link href="/">{ui.notFound.homeLink}</Link>
      </p>
    </div>
  );
}
