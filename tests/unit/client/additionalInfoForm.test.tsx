import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdditionalInfoForm } from '../../../src/client/features/details/additional/AdditionalInfoForm';
import type { AdditionalInfo, AdditionalInfoBody } from '../../../src/contract';
import { ACCOUNT_MESSAGES } from '../../../src/contract';

afterEach(cleanup);

const saved: AdditionalInfo = {
  referral_code: 'RK2024',
  occupation: 'SERVICE',
  income: 3,
  distance: 20,
  industry: 5,
  company: 'Cerebra Software',
  interest_area: ['RETAIL', 'TRAVEL'],
  language_known: ['English', 'Marathi'],
  has_car: true,
  car_model: 'Hyundai i20',
  car_cost: 2,
  laptop_owned: true,
  laptop_model: 'Dell Inspiron 14',
  mobile_model: 'OnePlus 12',
  camera_resoulution: 2,
  is_complete: true,
  is_tour_complete: true,
};

function renderForm(info: AdditionalInfo = saved) {
  const save = vi.fn(async (_body: AdditionalInfoBody) => info);
  const onSaved = vi.fn();
  render(<AdditionalInfoForm info={info} save={save} onSaved={onSaved} onCancel={() => {}} />);
  return { save, onSaved };
}

/** The item fields stay mounted while hidden, so "shown" is: not inside a hidden box. */
const isShown = (label: RegExp) => !screen.getByLabelText(label).closest('[hidden]');

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('AdditionalInfoForm', () => {
  it('sends what was saved, unchanged', async () => {
    const { save, onSaved } = renderForm();
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      occupation: 'SERVICE',
      income: 3,
      car_model: 'Hyundai i20',
      car_cost: 2,
      interest_area: ['RETAIL', 'TRAVEL'],
      language_known: ['English', 'Marathi'],
    });
  });

  it('hides the income of a student and sends 0 for it', async () => {
    const { save } = renderForm();
    expect(screen.getByLabelText(/^Income/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Occupation/), { target: { value: 'STUDENT' } });
    expect(screen.queryByLabelText(/^Income/)).toBeNull();
    await submit();
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0]).toMatchObject({ occupation: 'STUDENT', income: 0 });
  });

  it('asks for an income again when a student becomes employed', async () => {
    const { save } = renderForm({ ...saved, occupation: 'STUDENT', income: 0 });
    expect(screen.queryByLabelText(/^Income/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Occupation/), { target: { value: 'SERVICE' } });
    const income = screen.getByLabelText(/^Income/) as HTMLSelectElement;
    expect(income.value).toBe('0');
    fireEvent.change(income, { target: { value: '4' } });
    await submit();
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0]).toMatchObject({ occupation: 'SERVICE', income: 4 });
  });

  it('clears the car model and cost when "I own a car" is unticked', async () => {
    const { save } = renderForm();
    fireEvent.click(screen.getByLabelText('I own a car'));
    expect(isShown(/^Car Model/)).toBe(false);
    // ticking again shows the fields empty: unticking really cleared them
    fireEvent.click(screen.getByLabelText('I own a car'));
    expect(isShown(/^Car Model/)).toBe(true);
    expect((screen.getByLabelText(/^Car Model/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Car Cost/) as HTMLSelectElement).value).toBe('');
    await submit();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getAllByText(ACCOUNT_MESSAGES.required)).toHaveLength(2);

    fireEvent.click(screen.getByLabelText('I own a car'));
    await submit();
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0]).toMatchObject({ has_car: false, car_model: '', car_cost: null });
  });

  it('clears the laptop model when "I own a laptop" is unticked', async () => {
    const { save } = renderForm();
    fireEvent.click(screen.getByLabelText('I own a laptop'));
    expect(isShown(/^Laptop Model/)).toBe(false);
    fireEvent.click(screen.getByLabelText('I own a laptop'));
    expect((screen.getByLabelText(/^Laptop Model/) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByLabelText('I own a laptop'));
    await submit();
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0]).toMatchObject({ laptop_owned: false, laptop_model: '' });
  });

  it('needs at least one interest and one language', async () => {
    const { save } = renderForm({ ...saved, interest_area: [], language_known: [] });
    await submit();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getAllByText(ACCOUNT_MESSAGES.chooseAtLeastOne)).toHaveLength(2);
  });
});
