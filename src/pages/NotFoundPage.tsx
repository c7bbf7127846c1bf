import { Link } from 'wouter';
import { notFound } from '../content/not-found.js';

export default function NotFoundPage() {
  return (
    <div className="page">
      <h1>{notFound.title}</h1>
      <p>{notFound.message}</p>
      <p>
        <Link href="/">{notFound.homeLink}</Link>
      </p>
    </div>
  );
}
