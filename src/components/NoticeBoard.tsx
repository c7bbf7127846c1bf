import type { Notice } from '../content/schema/notices.js';
import { whatsOn } from '../content/whats-on.js';
import { isCurrent } from '../lib/club-time.js';

type Props = { notices: Notice[]; now: number; base?: string };

/**
 * The club's notices, at the top of every page (larger on the home page), read out politely by
 * screen readers. Rendered by the build only, outside the part React wakes up, so no page
 * downloads any JavaScript for it: notices already over at `now` are left out; the rest carry
 * their times, and index.html's first script shows each one from its `from` until its `until`
 * by the visitor's clock, hiding it before the page is first shown if the build is old.
 */
export function NoticeBoard({ notices, now, base = '' }: Props) {
  return (
    <div className="notices" role="status" aria-live="polite" aria-label={whatsOn.notices}>
      {notices
        .filter((n) => Date.parse(n.until) > now)
        .map((notice) => (
          <p
            key={notice.from + notice.message}
            className="notice"
            data-from={notice.from}
            data-until={notice.until}
            hidden={!isCurrent(notice, now)}
          >
            {notice.message}
            {notice.link && (
              <>
                {' '}
                <a
                  href={notice.link.url.startsWith('/') ? base + notice.link.url : notice.link.url}
                >
                  {notice.link.text}
                </a>
              </>
            )}
          </p>
        ))}
    </div>
  );
}
