import { Link } from 'wouter';
import { ui } from '../content/ui.js';

export function NotFoundPage() {
  return (
    <div className="page">
      <h1>{ui.notFound.title}</h1>
      <p>{ui.notFound.message}</p>
      <p>
        <Link href="/">{ui.notFound.homeLink}</Link>
      </p>
    </div>
  );
}
