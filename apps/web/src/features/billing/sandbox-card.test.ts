import { describe, expect, it } from 'vitest';
import { cardBrand, checkCard, formatCardNumber, formatExpiry, luhnValid } from './sandbox-card';

const NOW = new Date(2026, 4, 15); // May 2026
const none = new Set<never>();
const all = new Set(['number', 'expiry', 'cvc'] as const);

describe('the sandbox card entry', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['4000 0027 6000 3184', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
    ['3056 9300 0902 0004', 'diners'],
    ['3566 0020 2036 0505', 'jcb'],
    ['6200 0000 0000 0005', 'unionpay'],
    ['9999', 'unknown'],
  ] as const)('reads %s as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('checks numbers with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4000000000000002')).toBe(true);
  });

  it('groups the number and the expiry as they are typed', () => {
    expect(formatCardNumber('42424242424242424')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('042')).toBe('04 / 2');
  });

  it('is complete with a valid number, a future month and a CVC, and gives the card to send', () => {
    const check = checkCard({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' }, none, NOW);
    expect(check).toEqual({
      brand: 'visa',
      complete: true,
      problems: {},
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
  });

  it('keeps quiet about an incomplete field until it is left', () => {
    const typing = checkCard({ number: '4242 42', expiry: '', cvc: '' }, none, NOW);
    expect(typing.complete).toBe(false);
    expect(typing.problems).toEqual({});
    const left = checkCard({ number: '4242 42', expiry: '1', cvc: '1' }, all, NOW);
    expect(left.problems).toEqual({
      number: 'incompleteNumber',
      expiry: 'incompleteExpiry',
      cvc: 'incompleteCvc',
    });
  });

  it('shows an invalid number or a past expiry at once', () => {
    const check = checkCard({ number: '4242 4242 4242 4241', expiry: '12 / 25', cvc: '123' }, none, NOW);
    expect(check.problems).toEqual({ number: 'invalidNumber', expiry: 'pastExpiry' });
    expect(check.card).toBeNull();
    expect(checkCard({ number: '', expiry: '13 / 30', cvc: '' }, none, NOW).problems.expiry).toBe(
      'invalidExpiry',
    );
    expect(checkCard({ number: '', expiry: '04 / 26', cvc: '' }, none, NOW).problems.expiry).toBe(
      'invalidExpiry',
    );
    expect(checkCard({ number: '', expiry: '05 / 26', cvc: '' }, none, NOW).problems.expiry).toBeUndefined();
  });

  it('takes 14- and 16-digit Diners Club cards', () => {
    const card = { expiry: '12 / 30', cvc: '123' };
    expect(checkCard({ ...card, number: '3622 720627 1667' }, all, NOW).complete).toBe(true);
    expect(checkCard({ ...card, number: '3056 9300 0902 0004' }, all, NOW).complete).toBe(true);
    expect(formatCardNumber('36227206271667')).toBe('3622 720627 1667');
  });

  it('wants four CVC digits on an American Express card', () => {
    const amex = { number: '3782 822463 10005', expiry: '12 / 30', cvc: '123' };
    expect(checkCard(amex, all, NOW).problems.cvc).toBe('incompleteCvc');
    expect(checkCard({ ...amex, cvc: '1234' }, all, NOW).complete).toBe(true);
  });
});
