import { describe, expect, it } from 'vitest';
import { setMaskingRegion, setPresenterMode } from '../presenter';
import { pageLinkOf } from './page-link';

describe('pageLinkOf', () => {
  const page = { origin: 'https://fleet.example', pathname: '/au/events' };

  it('keeps the parameters and writes the columns and mode in force', () => {
    const link = pageLinkOf(
      page,
      new URLSearchParams('range=last24h&sel=42%2Fignition'),
      { order: ['time', 'type'], widths: { type: 200 } },
      'both',
    );
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://fleet.example/au/events');
    expect(url.searchParams.get('range')).toBe('last24h');
    expect(url.searchParams.get('sel')).toBe('42/ignition');
    expect(url.searchParams.get('cols')).toBe('time,type:200');
    expect(url.searchParams.get('mode')).toBe('both');
  });

  it('replaces columns and a mode the link already carried', () => {
    const link = pageLinkOf(
      page,
      new URLSearchParams('cols=type&mode=map'),
      { order: ['time'], widths: {} },
      'table',
    );
    const url = new URL(link);
    expect(url.searchParams.getAll('cols')).toEqual(['time']);
    expect(url.searchParams.getAll('mode')).toEqual(['table']);
  });

  it('in presenter mode, leaves out the value filters on values it hides', () => {
    setMaskingRegion('au', ['status']);
    setPresenterMode(true);
    const params = new URLSearchParams(
      'in.location=112+Parramatta+Rd%2C+Strathfield+NSW&in.attr.status=OK&ex.attr.note=Dana&in.type=ignition',
    );
    const url = new URL(pageLinkOf(page, params, { order: ['time'], widths: {} }, 'table'));
    expect([...url.searchParams.keys()]).toEqual(['in.attr.status', 'in.type', 'cols', 'mode']);
  });
});
