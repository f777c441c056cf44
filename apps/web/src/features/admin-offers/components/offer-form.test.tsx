import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { OfferForm } from './offer-form';

const type = (label: string | RegExp, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(label)[index], { target: { value } });

describe('OfferForm', () => {
  it('asks for what each kind needs, and refuses tiers out of order in words', () => {
    renderWithApp(<OfferForm offer={null} />);
    type('Name', 'Spend more, save more');
    type('Kind', 'tiers');
    type(/^From \(₹\), tier 1/, '5999');
    type('Rupees off', '700');
    fireEvent.click(screen.getByRole('button', { name: /Add a tier/ }));
    type(/^From \(₹\), tier 2/, '2999');
    type('Rupees off', '300', 1);
    fireEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(screen.getByText('List tiers from the smallest minimum to the largest.')).toBeTruthy();

    type('Kind', 'buy-x-get-y');
    expect(screen.getByLabelText('Buy (pieces)')).toBeTruthy();
    expect(screen.queryByLabelText('Percent off the pieces she gets')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'The pieces she gets are free' }));
    expect(screen.getByLabelText('Percent off the pieces she gets')).toBeTruthy();
  });

  it('says how the offer combines, in words, as the owner changes it', () => {
    renderWithApp(<OfferForm offer={null} />);
    const sentence = () => screen.getByTestId('combination-sentence').textContent;
    expect(sentence()).toMatch(/^This automatic offer combines/);
    type(/^Code/, 'diwali 300');
    expect((screen.getByLabelText(/^Code/) as HTMLInputElement).value).toBe('DIWALI300');
    fireEvent.click(screen.getByRole('switch', { name: 'Combines with other offers' }));
    expect(sentence()).toMatch(/^The code DIWALI300 does not combine/);
    expect(screen.getByText(/^The rule: An order takes at most one code\./)).toBeTruthy();
    expect(sentence()).not.toMatch(/paid online only/);
    fireEvent.click(screen.getByRole('switch', { name: 'Paid online only (prepaid)' }));
    expect(sentence()).toMatch(
      /It is paid online only: it applies when she pays online and never to pay on delivery/,
    );
    expect(
      screen.getByText(/^The rule: .*"paid online only" takes part only when she pays online/),
    ).toBeTruthy();
  });
});
