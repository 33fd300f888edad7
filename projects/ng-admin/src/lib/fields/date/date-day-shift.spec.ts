import { admin } from '@ng-admin/core/config';
import { formatDateValue, parseDateValue } from '../../i18n/date-format';

// A browser's timezone cannot be changed from Karma: these specs run the date conversions of
// the date widgets on constructed local Dates and with explicit offsets, so that a day never
// shifts whatever the timezone; the e2e suite checks the round trip in a real browser.
describe('date conversions (no day shift)', () => {
  const toStored = admin.field('day', 'date').parse();

  function pad(value: number): string {
    return String(value).padStart(2, '0');
  }

  function offsetName(minutes: number): string {
    const sign = minutes < 0 ? '-' : '+';
    const abs = Math.abs(minutes);
    return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  }

  it('reads every yyyy-MM-dd day of a year as that local day and writes it back unchanged', () => {
    // 2024 is a leap year and spans both daylight-saving transitions of most zones.
    for (
      let day = new Date(2024, 0, 1);
      day.getFullYear() === 2024;
      day.setDate(day.getDate() + 1)
    ) {
      const text = `2024-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
      const shown = parseDateValue(text);
      expect(shown?.getDate()).withContext(text).toBe(day.getDate());
      expect(shown?.getMonth()).withContext(text).toBe(day.getMonth());
      expect(toStored(shown as Date))
        .withContext(text)
        .toBe(text);
      expect(formatDateValue(text, 'yyyy-MM-dd')).withContext(text).toBe(text);
    }
  });

  it('stores the local day of a picked Date at any time around midnight', () => {
    const picked = [
      new Date(2024, 2, 5, 0, 0, 0, 0),
      new Date(2024, 2, 5, 0, 0, 0, 1),
      new Date(2024, 2, 5, 0, 30),
      new Date(2024, 2, 5, 12, 0),
      new Date(2024, 2, 5, 23, 30),
      new Date(2024, 2, 5, 23, 59, 59, 999),
    ];
    for (const date of picked) {
      expect(toStored(date)).withContext(date.toString()).toBe('2024-03-05');
      expect(formatDateValue(date, 'yyyy-MM-dd')).withContext(date.toString()).toBe('2024-03-05');
    }
  });

  it('keeps the day of local midnight in every offset from -12:00 to +14:00', () => {
    for (let offset = -12 * 60; offset <= 14 * 60; offset += 30) {
      const zone = offsetName(offset);
      // The instants a browser in that zone holds for 00:00, 00:30, 23:30 and 23:59:59.999
      // of March 5th, local time.
      for (const minutes of [0, 30, 23 * 60 + 30, 24 * 60 - 1 / 60_000]) {
        const instant = new Date(Date.UTC(2024, 2, 5) + (minutes - offset) * 60_000);
        expect(formatDateValue(instant, 'yyyy-MM-dd', 'en-US', zone))
          .withContext(`${zone} +${minutes} min`)
          .toBe('2024-03-05');
      }
      expect(formatDateValue(`2024-03-05T00:00:00${zone}`, 'yyyy-MM-dd', 'en-US', zone)).toBe(
        '2024-03-05',
      );
      expect(formatDateValue(`2024-03-05T23:59:59${zone}`, 'yyyy-MM-dd', 'en-US', zone)).toBe(
        '2024-03-05',
      );
    }
  });

  it('shows an instant as the day of the zone it is shown in', () => {
    expect(formatDateValue('2024-03-05T23:30:00-05:00', 'yyyy-MM-dd', 'en-US', '-05:00')).toBe(
      '2024-03-05',
    );
    expect(formatDateValue('2024-03-05T23:30:00-05:00', 'yyyy-MM-dd', 'en-US', 'UTC')).toBe(
      '2024-03-06',
    );
    expect(formatDateValue('2024-03-05T00:30:00+14:00', 'yyyy-MM-dd', 'en-US', '-12:00')).toBe(
      '2024-03-03',
    );
  });

  it('reads date-only values as local days, unlike new Date(string), which reads UTC', () => {
    const local = parseDateValue('2024-03-05') as Date;
    expect([local.getFullYear(), local.getMonth(), local.getDate(), local.getHours()]).toEqual([
      2024, 2, 5, 0,
    ]);
    expect(parseDateValue('20240305T101500Z')?.toISOString()).toBe('2024-03-05T10:15:00.000Z');
  });

  it('drops an invalid picked Date instead of storing a wrong day', () => {
    expect(toStored(new Date(Number.NaN))).toBeNull();
  });
});
