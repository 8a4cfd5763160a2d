// A form's validator fetched when the form first validates, not with the page that shows the form: the
// contracts' schemas bring zod (about 35 KB Brotli), which a page such as home, whose newsletter box most
// visitors never fill in, would otherwise load before it is usable (issue 23).
import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver that loads the real one (`load`) on first use; a failed load is tried again next time. */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    try {
      return await (
        await loading
      )(values, context, options);
    } catch (error) {
      loading = undefined;
      throw error;
    }
  };
}
