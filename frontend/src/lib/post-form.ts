// Sends the browser to another site by posting a form, as a payment provider's hosted checkout page asks
// (PayHere takes its checkout as a form POST, not a link): a full navigation, not a request the SPA reads.

/** Builds a POST form with one hidden input per field, puts it in the page and submits it. */
export function postForm(
  action: string,
  fields: Readonly<Record<string, string>>,
  doc: Document = document,
): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = action;
  // Names and addresses may be in Sinhala or Tamil: sent as UTF-8 whatever the page says.
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  // A form outside the document is not submitted by every browser.
  doc.body.append(form);
  form.submit();
  return form;
}
