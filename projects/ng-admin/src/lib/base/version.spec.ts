import { NGA_VERSION } from './version';

describe('NGA_VERSION', () => {
  it('is a semantic version', () => {
    expect(NGA_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
