import { formatDateValue, type NgaDateNames, parseDateValue } from './date-format';

describe('parseDateValue', () => {
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

describe('formatDateValue', () => {
  it('formats a date-only string without shifting the day, whatever the timezone', () => {
    expect(formatDateValue('2024-03-05', 'yyyy-MM-dd')).toBe('2024-03-05');
    expect(formatDateValue('2024-03-05', 'dd/MM/yyyy')).toBe('05/03/2024');
    expect(formatDateValue('2024-12-31', 'd/M/yy')).toBe('31/12/24');
  });

  it('supports every documented token', () => {
    const date = new Date(2024, 2, 5, 14, 7, 9, 45);
    expect(formatDateValue(date, 'yyyy yy y MMMM MMM MM M dd d')).toBe(
      '2024 24 2024 March Mar 03 3 05 5',
    );
    expect(formatDateValue(date, 'EEEE EEE HH H hh h mm m ss s sss a')).toBe(
      'Tuesday Tue 14 14 02 2 07 7 09 9 045 PM',
    );
    expect(formatDateValue(new Date(2024, 2, 5, 0, 5), 'h:mm a')).toBe('12:05 AM');
  });

  it('keeps quoted text and other characters literal', () => {
    const date = new Date(2024, 2, 5, 14, 7);
    expect(formatDateValue(date, "yyyy-MM-dd'T'HH:mm")).toBe('2024-03-05T14:07');
    expect(formatDateValue(date, "d 'of' MMMM, 'o''clock' H")).toBe("5 of March, o'clock 14");
  });

  it('knows the en-US named formats', () => {
    const date = new Date(2024, 2, 5, 14, 7, 9);
    expect(formatDateValue(date, 'shortDate')).toBe('3/5/24');
    expect(formatDateValue(date, 'mediumDate')).toBe('Mar 5, 2024');
    expect(formatDateValue(date, 'longDate')).toBe('March 5, 2024');
    expect(formatDateValue(date, 'fullDate')).toBe('Tuesday, March 5, 2024');
    expect(formatDateValue(date, 'shortTime')).toBe('2:07 PM');
    expect(formatDateValue(date, 'mediumTime')).toBe('2:07:09 PM');
    expect(formatDateValue(date, 'short')).toBe('3/5/24, 2:07 PM');
    expect(formatDateValue(date, 'medium')).toBe('Mar 5, 2024, 2:07:09 PM');
    expect(formatDateValue(date, 'long')).toMatch(/^March 5, 2024, 2:07:09 PM [+-]\d{4}$/);
    expect(formatDateValue(date)).toBe('Mar 5, 2024');
  });

  it('takes the names and named formats of another language', () => {
    const months =
      'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre';
    const days = 'domingo lunes martes miércoles jueves viernes sábado';
    const spanish: NgaDateNames = {
      months: months.split(' '),
      monthsShort: months.split(' ').map((month) => month.slice(0, 3)),
      days: days.split(' '),
      daysShort: days.split(' ').map((day) => day.slice(0, 3)),
      dayPeriods: ['a. m.', 'p. m.'],
      formats: { longDate: "d 'de' MMMM 'de' y" },
    };
    const date = new Date(2024, 2, 5, 14, 7, 9);
    expect(formatDateValue(date, 'longDate', undefined, spanish)).toBe('5 de marzo de 2024');
    expect(formatDateValue(date, 'EEEE d MMM, h a', undefined, spanish)).toBe(
      'martes 5 mar, 2 p. m.',
    );
    expect(formatDateValue(date, 'EEE', undefined, spanish)).toBe('mar');
  });

  it('formats in a given timezone', () => {
    const instant = '2024-03-05T23:30:00Z';
    expect(formatDateValue(instant, 'yyyy-MM-dd HH:mm Z', 'UTC')).toBe('2024-03-05 23:30 +0000');
    expect(formatDateValue(instant, 'yyyy-MM-dd HH:mm Z', '+0200')).toBe('2024-03-06 01:30 +0200');
    expect(formatDateValue(instant, 'HH:mm', '-05:00')).toBe('18:30');
  });

  it('gives empty text for empty values and keeps other non-dates as text', () => {
    expect(formatDateValue(null, 'yyyy')).toBe('');
    expect(formatDateValue(undefined, 'yyyy')).toBe('');
    expect(formatDateValue('', 'yyyy')).toBe('');
    expect(formatDateValue('soon', 'yyyy')).toBe('soon');
  });
});
