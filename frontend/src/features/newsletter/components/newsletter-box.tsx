// The newsletter box (spec §2: email required, SUBSCRIBE; sending is not part of the shop yet). The address
// is checked with the contract's newsletterFormSchema (react-hook-form, zodResolver; the message is tied to
// the box, which takes focus). It says plainly on submit instead of pretending to subscribe: nothing is
// stored and nothing is sent.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  newsletterFormSchema,
  type NewsletterForm,
  type NewsletterFormOutput,
} from '@store/contracts/newsletter';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

export function NewsletterBox() {
  const [answer, setAnswer] = useState('');
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = `${inputId}-error`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewsletterForm, unknown, NewsletterFormOutput>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: { email: '' },
    shouldFocusError: true,
  });

  const onValid = ({ email }: NewsletterFormOutput) =>
    setAnswer(
      `Thank you. Our newsletter is not being sent yet, so ${email} has not been stored and you will not receive emails from us.`,
    );

  return (
    <section className="section container newsletter" aria-labelledby={titleId}>
      <h2 id={titleId}>Newsletter</h2>
      <p id={hintId}>We plan to send news of new arrivals by email. The newsletter has not started yet.</p>
      <form
        className="newsletter__form"
        noValidate
        onSubmit={(event) => void handleSubmit(onValid, () => setAnswer(''))(event)}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Email address
        </label>
        <input
          id={inputId}
          className="input"
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${hintId} ${errorId}` : hintId}
          {...register('email')}
        />
        <button type="submit" className="button button--primary">
          SUBSCRIBE
        </button>
      </form>
      {errors.email && (
        <p id={errorId} className="field__error">
          {errors.email.message}
        </p>
      )}
      <p role="status" className="newsletter__answer">
        {answer}
      </p>
    </section>
  );
}
