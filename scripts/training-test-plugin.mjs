// Test server command for the training calendars, made in Node:
//   training-files { set } → each squad's training/<squad>.ics that scripts/build/training-calendar.mjs
//   makes from a fixture set's timetable (test/fixtures/<set>/training.yaml), as text, by file name.
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadContent } from './build/content.mjs';
import { writeTrainingCalendars } from './build/training-calendar.mjs';
import { testSite, testSiteUrl } from './whats-on-test-plugin.mjs';

export function trainingTestPlugin() {
  return {
    name: 'training-files',
    async executeCommand({ command, payload }) {
      if (command !== 'training-files') return undefined;
      const { content, problems } = await loadContent({ contentDir: join('test', 'fixtures', payload.set), partial: true });
      if (problems.length) throw new Error(JSON.stringify(problems));
      const lib = await import('../.cache/test-build/src/lib/training.js');
      const outDir = await mkdtemp(join('.cache', 'training-files-'));
      const notices = payload.notices ?? [];
      await writeTrainingCalendars({ training: content.training, notices, site: testSite, siteUrl: testSiteUrl, builtAt: payload.builtAt, outDir, lib });
      const files = {};
      for (const name of await readdir(join(outDir, 'training'))) files[name] = await readFile(join(outDir, 'training', name), 'utf8');
      return files;
    },
  };
}
