import { useCallback } from 'react';
import type { Notice } from '../content/schema/notices.js';
import { notices as allNotices } from '../content/notices.js';
import { ui } from '../content/ui.js';
import { buildInfo } from '../lib/build-info.js';
import { isCurrent, nextChange } from '../lib/club-time.js';
import { useNow, type Clock } from '../lib/use-now.js';
import { SiteLink } from './SiteLink.js';

type Props = { notices?: Notice[]; clock?: Clock; prominent?: boolean };

/**
 * The club's current notices, at the top of every page (larger on the home page), read out
 * politely by screen readers. Notices already over when the site was built are left out; the
 * rest carry their times, so index.html's first script hides any that are over (or not yet
 * due) by the visitor's clock before the page is first shown, and this component agrees.
 */
export function NoticeBoard({ notices = allNotices, clock = Date.now, prominent = false }: Props) {
  const now = useNow(clock, useCallback((moment: number) => nextChange(notices, moment), [notices]));
  const notOver = notices.filter((n) => Date.parse(n.until) > buildInfo.builtAt);
  return (
    <div className={prominent ? 'notices notices--prominent' : 'notices'} role="status" aria-live="polite" aria-label={ui.whatsOn.notices}>
      {notOver.map((notice) => (
        <p key={notice.from + notice.message} className="notice" data-from={notice.from} data-until={notice.until} hidden={!isCurrent(notice, now)}>
          {notice.message}
          {notice.link && (
            <>
              {' '}
              <SiteLink to={notice.link.url}>{notice.link.text}</SiteLink>
            </>
          )}
        </p>
      ))}
    </div>
  );
}
