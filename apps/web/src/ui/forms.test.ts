import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { applyServerErrors, splitServerFields } from './forms.ts';
import { toast } from './toast.ts';

const invalid = (fields: Record<string, string>) =>
  new ApiError(400, 'VALIDATION', 'Some fields are not valid.', fields);

/** A form in the page with one input per name, marked invalid the way Mantine marks an input with an error. */
function formWithInputs(names: string[]) {
  const form = document.createElement('form');
  for (const name of names) {
    const input = document.createElement('input');
    input.name = name;
    form.append(input);
  }
  document.body.append(form);
  return {
    input: (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`),
    markInvalid: (errors: Record<string, string>) => {
      for (const name of Object.keys(errors))
        form.querySelector(`[name="${name}"]`)?.setAttribute('aria-invalid', 'true');
    },
  };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('applyServerErrors', () => {
  let error: ReturnType<typeof vi.spyOn>;
  let warning: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    warning = vi.spyOn(toast, 'warning').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('shows the fields a Mantine form has next to its inputs, nested ones too, and toasts nothing', () => {
    const { result } = renderHook(() =>
      useForm({ initialValues: { email: '', education: { englishTest: '' }, courses: [{ subject: '' }] } }),
    );
    let handled = false;
    act(() => {
      handled = applyServerErrors(
        result.current,
        invalid({ email: 'Taken', 'education.englishTest': 'Choose one', 'courses.0.subject': 'Required' }),
      );
    });
    expect(handled).toBe(true);
    expect(result.current.errors).toEqual({
      email: 'Taken',
      'education.englishTest': 'Choose one',
      'courses.0.subject': 'Required',
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('focuses the first input that shows an error', async () => {
    const page = formWithInputs(['name', 'email', 'phone']);
    const setErrors = vi.fn(page.markInvalid);
    applyServerErrors(
      { setErrors, getValues: () => ({ name: '', email: '', phone: '' }) },
      invalid({ phone: 'Bad', email: 'Taken' }),
    );
    await nextFrame();
    expect(setErrors).toHaveBeenCalledWith({ phone: 'Bad', email: 'Taken' });
    expect(document.activeElement).toBe(page.input('email'));
  });

  it('toasts the messages of fields the form does not have, beside the ones it shows', () => {
    const setErrors = vi.fn();
    const handled = applyServerErrors(
      { setErrors, getValues: () => ({ email: '' }) },
      invalid({ email: 'Taken', body: 'Not valid', extra: 'Odd' }),
    );
    expect(handled).toBe(true);
    expect(setErrors).toHaveBeenCalledWith({ email: 'Taken' });
    expect(error).toHaveBeenCalledWith('Not valid Odd');
  });

  it('toasts instead when no field is one of the form, or the error names no field', () => {
    const setErrors = vi.fn();
    const form = { setErrors, getValues: () => ({ email: '' }) };
    expect(applyServerErrors(form, invalid({ body: 'Not valid' }))).toBe(false);
    expect(error).toHaveBeenLastCalledWith('Not valid');
    expect(applyServerErrors(form, new ApiError(409, 'STUDENT_EXISTS', 'Student already exists'))).toBe(false);
    expect(error).toHaveBeenLastCalledWith('Student already exists');
    expect(applyServerErrors(form, new Error('The server cannot be reached.'))).toBe(false);
    expect(error).toHaveBeenLastCalledWith('The server cannot be reached.');
    expect(setErrors).not.toHaveBeenCalled();
  });

  it('takes the fields a form kept in state shows, and the toast the screen asks for', () => {
    const setErrors = vi.fn();
    expect(
      applyServerErrors({ setErrors }, invalid({ handOverTo: 'Choose a Counselor' }), {
        fields: ['handOverTo'],
        toast: 'warning',
      }),
    ).toBe(true);
    expect(setErrors).toHaveBeenCalledWith({ handOverTo: 'Choose a Counselor' });

    applyServerErrors({ setErrors }, new ApiError(403, 'FORBIDDEN', 'You do not have access to this.'), {
      fields: ['handOverTo'],
      toast: 'warning',
    });
    expect(warning).toHaveBeenCalledWith('You do not have access to this.');
    expect(error).not.toHaveBeenCalled();
  });

  it('toasts nothing when the screen or the query client tells the message', () => {
    applyServerErrors({ setErrors: vi.fn() }, new ApiError(500, 'INTERNAL', 'Boom.'), { toast: false });
    expect(error).not.toHaveBeenCalled();
    expect(warning).not.toHaveBeenCalled();
  });
});

describe('splitServerFields', () => {
  it('splits the fields a form shows from the messages of the rest', () => {
    expect(splitServerFields({ a: 'A', b: 'B', c: 'C' }, (field) => field !== 'b')).toEqual({
      known: { a: 'A', c: 'C' },
      other: ['B'],
    });
  });
});
