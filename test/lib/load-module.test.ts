import { expect } from '@open-wc/testing';
import { loadModule, ModuleLoadError } from '../../src/lib/load-module.js';

const here = (path: string) => new URL(path, import.meta.url).href;

async function failure(promise: Promise<unknown>): Promise<ModuleLoadError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ModuleLoadError) return error;
    throw error;
  }
  throw new Error('expected the load to fail');
}

describe('loadModule', () => {
  it('loads a module that exists', async () => {
    const module = await loadModule<{ fill: unknown }>(here('../../src/lib/fill.js'));
    expect(module.fill).to.be.a('function');
  });

  it('fails as "missing" when the file is not on the site', async () => {
    const error = await failure(loadModule(here('../../src/pages/NoSuchPage.js')));
    expect(error.reason).to.equal('missing');
    expect(error.message).to.contain('Loading chunk failed');
  });

  it('fails as "timeout" when the file takes longer than the time-out', async () => {
    // The test server holds /slow-module/ requests back for a second.
    const error = await failure(loadModule(`/slow-module/${Math.random()}.js`, 50));
    expect(error.reason).to.equal('timeout');
  });

  it('fails as "error" when the module itself is broken', async () => {
    const broken = URL.createObjectURL(
      new Blob(['export const x = ;'], { type: 'text/javascript' }),
    );
    const error = await failure(loadModule(broken));
    expect(error.reason).to.equal('error');
  });
});
