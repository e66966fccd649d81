// A form that is not a record: sign-in help, the own profile and password, two-factor steps, an invitation. One
// contract schema validates it through zodResolver, as the record forms do (docs/decisions/0019-admin-forms.md);
// the API's field errors go on their fields and its message to the form's own flash, kept until dismissed.
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type DefaultValues,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { applyServerFieldErrors } from "#app/lib/server-field-errors.ts";
import { errorMessage } from "./use-api-data.ts";
import { useFlash } from "./use-flash.ts";

export function useApiForm<V extends FieldValues, O = V>(options: {
  /** The contract's schema; its output (O) is what `send` gets, the values as typed are its input (V). */
  schema: z.ZodType;
  defaultValues: DefaultValues<V>;
  /** The message of a failed send when the server gave none. */
  failed: string;
  /** Said when the values do not pass the schema (each field shows its own error too). */
  invalid?: string;
  /** Fields the API's 400 errors may name. */
  serverFields?: readonly Path<V>[];
  /** Sends the values; a text it returns (a success message) goes to the flash. */
  send: (values: O, form: UseFormReturn<V, unknown, O>) => Promise<unknown>;
}) {
  const flash = useFlash({ successMs: null, errorMs: null });
  const form = useForm<V, unknown, O>({
    resolver: zodResolver(options.schema as never) as unknown as Resolver<V, unknown, O>,
    defaultValues: options.defaultValues,
  });
  const { invalid } = options;
  const onSubmit = form.handleSubmit(
    async (values) => {
      flash.clear();
      try {
        const success = await options.send(values, form);
        if (typeof success === "string") flash.success(success);
      } catch (err) {
        applyServerFieldErrors(err, form.setError, options.serverFields ?? []);
        flash.error(errorMessage(err, options.failed));
      }
    },
    invalid ? () => flash.error(invalid) : undefined,
  );
  /** The error of a field, nested ones (translations.hi.title) too. */
  const errorOf = (name: Path<V> | (string & {})) =>
    (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return {
    form,
    flash,
    onSubmit,
    saving: form.formState.isSubmitting,
    /** A field's registration and error, for TextField. */
    field: (name: Path<V>) => ({ field: form.register(name), error: errorOf(name) }),
    error: errorOf,
  };
}

/** The text of a field's error in react-hook-form's errors, if it has one. */
export function errorText(errors: object, name: string): string | undefined {
  const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
  return typeof message === "string" ? message : undefined;
}
