// The newsletter box (spec §2: email required, SUBSCRIBE; sending is not part of the shop yet). It says
// so plainly on submit instead of pretending to subscribe: nothing is stored and nothing is sent.
import { useId, useState, type FormEvent } from 'react';

export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState('');
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAnswer(
      `Thank you. Our newsletter is not being sent yet, so ${email.trim()} has not been stored and you will not receive emails from us.`,
    );
  };

  return (
    <section className="section container newsletter" aria-labelledby={titleId}>
      <h2 id={titleId}>Newsletter</h2>
      <p id={hintId}>We plan to send news of new arrivals by email. The newsletter has not started yet.</p>
      <form className="newsletter__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Email address
        </label>
        <input
          id={inputId}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          required
          aria-describedby={hintId}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          SUBSCRIBE
        </button>
      </form>
      <p role="status" className="newsletter__answer">
        {answer}
      </p>
    </section>
  );
}
