import { afterEach, describe, expect, it, vi } from 'vitest';
import { postForm } from './post-form';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('postForm', () => {
  it('posts exactly the given fields, as hidden inputs, to the action, from a form in the page', () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const form = postForm('https://sandbox.payhere.lk/pay/checkout', {
      merchant_id: '1211149',
      first_name: 'නිමාලි',
      items: 'Linen Shirt & Denim Jeans',
      hash: 'ABC123',
    });

    expect(submitted).toEqual([form]);
    expect(form.isConnected).toBe(true);
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://sandbox.payhere.lk/pay/checkout');
    expect(form.acceptCharset).toBe('UTF-8');
    const inputs = [...form.elements].map((element) => element as HTMLInputElement);
    expect(inputs.every((input) => input.type === 'hidden')).toBe(true);
    expect(Object.fromEntries(new FormData(form))).toEqual({
      merchant_id: '1211149',
      first_name: 'නිමාලි',
      items: 'Linen Shirt & Denim Jeans',
      hash: 'ABC123',
    });
  });

  it('submits a form with no fields too', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = postForm('https://www.payhere.lk/pay/checkout', {});
    expect(submit).toHaveBeenCalledOnce();
    expect(form.elements).toHaveLength(0);
  });
});
