import { registerLocaleData } from '@angular/common';
import { computed } from '@angular/core';
import { formatDateValue, loadDateFormat, parseDateValue } from './date-format';

/** The browser's timezone: run the lib suite with TZ=Pacific/Kiritimati or another to vary it. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe(`parseDateValue (in ${ZONE})`, () => {
  it('reads a date-only string as the local calendar day', () => {
    const date = parseDateValue('2024-03-05')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2024, 2, 5, 0,
    ]);
  });

  it('reads ISO datetimes with a timezone as instants', () => {
    expect(parseDateValue('2024-03-05T10:15:30.250Z')!.getTime()).toBe(
      Date.UTC(2024, 2, 5, 10, 15, 30, 250),
    );
    expect(parseDateValue('2024-03-05T10:15Z')!.getTime()).toBe(Date.UTC(2024, 2, 5, 10, 15));
    expect(parseDateValue('20240305T101530Z')!.getTime()).toBe(Date.UTC(2024, 2, 5, 10, 15, 30));
    expect(parseDateValue('2024-03-05T10:15:00+02:00')!.getTime()).toBe(
      Date.UTC(2024, 2, 5, 8, 15),
    );
  });

  it('reads ISO datetimes without a timezone as local time', () => {
    const date = parseDateValue('2024-03-05T10:15:30')!;
    expect([date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()]).toEqual([
      5, 10, 15, 30,
    ]);
  });

  it('reads milliseconds given as a number or a digit string, and Date objects', () => {
    const ms = Date.UTC(2024, 2, 5);
    expect(parseDateValue(ms)!.getTime()).toBe(ms);
    expect(parseDateValue(String(ms))!.getTime()).toBe(ms);
    const date = new Date(ms);
    expect(parseDateValue(date)).toBe(date);
  });

  it('gives null for empty and invalid values', () => {
    for (const value of [null, undefined, '', '  ', 'not a date', '2024-02-30', {}, NaN]) {
      expect(parseDateValue(value)).withContext(String(value)).toBeNull();
    }
    expect(parseDateValue(new Date('nope'))).toBeNull();
  });
});

describe(`formatDateValue (Angular's formatDate, in ${ZONE})`, () => {
  beforeAll(() => loadDateFormat());

  it('loads nothing more once loaded for en-US', () => {
    expect(loadDateFormat('en-US')).toBeNull();
  });
  it('formats a date-only string without shifting the day, whatever the timezone', () => {
    expect(formatDateValue('2024-03-05', 'yyyy-MM-dd')).toBe('2024-03-05');
    expect(formatDateValue('2024-03-05', 'dd/MM/yyyy')).toBe('05/03/2024');
    expect(formatDateValue('2024-12-31', 'd/M/yy')).toBe('31/12/24');
    expect(formatDateValue('2024-03-01', 'EEEE d MMMM y')).toBe('Friday 1 March 2024');
  });

  it("uses Angular's patterns", () => {
    const date = new Date(2024, 2, 5, 14, 7, 9, 45);
    expect(formatDateValue(date, 'yyyy yy y MMMM MMM MM M dd d')).toBe(
      '2024 24 2024 March Mar 03 3 05 5',
    );
    expect(formatDateValue(date, 'EEEE EEE HH H hh h mm m ss s SSS a')).toBe(
      'Tuesday Tue 14 14 02 2 07 7 09 9 045 PM',
    );
    expect(formatDateValue(date, "yyyy-MM-dd'T'HH:mm")).toBe('2024-03-05T14:07');
    expect(formatDateValue(date, "d 'of' MMMM, 'o''clock' H")).toBe("5 of March, o'clock 14");
  });

  it('knows the named formats of the locale, mediumDate by default', () => {
    const date = new Date(2024, 2, 5, 14, 7, 9);
    expect(formatDateValue(date, 'shortDate')).toBe('3/5/24');
    expect(formatDateValue(date, 'mediumDate')).toBe('Mar 5, 2024');
    expect(formatDateValue(date, 'longDate')).toBe('March 5, 2024');
    expect(formatDateValue(date, 'fullDate')).toBe('Tuesday, March 5, 2024');
    expect(formatDateValue(date, 'shortTime')).toMatch(/^2:07\sPM$/);
    expect(formatDateValue(date)).toBe('Mar 5, 2024');
  });

  it('formats in a given timezone', () => {
    const instant = '2024-03-05T23:30:00Z';
    expect(formatDateValue(instant, 'yyyy-MM-dd HH:mm', 'en-US', 'UTC')).toBe('2024-03-05 23:30');
    expect(formatDateValue(instant, 'yyyy-MM-dd HH:mm', 'en-US', '+0200')).toBe('2024-03-06 01:30');
    expect(formatDateValue(instant, 'HH:mm', 'en-US', '-05:00')).toBe('18:30');
  });

  it('gives empty text for empty values and keeps other non-dates as text', () => {
    expect(formatDateValue(null, 'yyyy')).toBe('');
    expect(formatDateValue(undefined, 'yyyy')).toBe('');
    expect(formatDateValue('', 'yyyy')).toBe('');
    expect(formatDateValue('soon', 'yyyy')).toBe('soon');
  });
});

describe('formatDateValue in another locale', () => {
  beforeAll(() => loadDateFormat());
  it('reads in en-US until the locale data is loaded, then in its words', async () => {
    const date = '2024-03-05';
    const text = computed(() => formatDateValue(date, 'fullDate', 'es-AR'));
    expect(text()).toBe('Tuesday, March 5, 2024');
    const loading = loadDateFormat('es-AR', () => import('@angular/common/locales/es-AR'));
    expect(loading).not.toBeNull();
    await loading;
    // A computed text follows the data's arrival.
    expect(text()).toBe('martes, 5 de marzo de 2024');
    expect(formatDateValue(date, 'longDate', 'es-AR')).toBe('5 de marzo de 2024');
  });

  it('loads nothing for en-US or for data the application registered', async () => {
    const loader = jasmine.createSpy('loader');
    expect(loadDateFormat('en-US', loader)).toBeNull();
    const { default: italian } = await import('@angular/common/locales/it');
    registerLocaleData(italian);
    expect(loadDateFormat('it-IT', loader)).toBeNull();
    expect(loader).not.toHaveBeenCalled();
    expect(formatDateValue('2024-03-05', 'longDate', 'it-IT')).toBe('5 marzo 2024');
  });
});

describe('loadDateFormat when the locale data did not download', () => {
  it('keeps dates in en-US, logs it once, and tries again on the next call', async () => {
    spyOn(console, 'error');
    let asked = 0;
    const notDownloaded = () => {
      asked++;
      return Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: locales/zz.js'),
      );
    };
    await expectAsync(loadDateFormat('zz-ZZ', notDownloaded) ?? Promise.resolve()).toBeRejected();
    await expectAsync(loadDateFormat('zz-ZZ', notDownloaded) ?? Promise.resolve()).toBeRejected();
    expect(asked).toBe(2);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(formatDateValue('2024-03-05', 'longDate', 'zz-ZZ')).toBe('March 5, 2024');
  });
});
