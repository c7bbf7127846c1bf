import type { ComponentProps } from 'react';
import TopTimesPage from './TopTimesPage.js';

/**
 * This season's top times in one pool for one gender, /records/top-times/<pool>-<gender>/season.
 */
export default function TopTimesSeasonPage(props: ComponentProps<typeof TopTimesPage>) {
  return <TopTimesPage {...props} view="season" />;
}
