// A text control of a public form, registered with react-hook-form: labelled, marked required and tied to its
// error (in the visitor's language) by FormField. An input of type text unless told, or with `rows` a textarea.
import type { ComponentProps } from "react";
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  RegisterOptions,
  UseFormRegister,
  UseFormRegisterReturn,
} from "react-hook-form";
import { FormField } from "#app/components/ui/form-field.tsx";
import { useMessageText } from "#app/lib/i18n/validation.ts";

interface TextFieldProps {
  label: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
  required?: boolean;
}

export function TextField({
  label,
  error,
  registration,
  required,
  rows,
  ...input
}: TextFieldProps & Omit<ComponentProps<"input">, keyof TextFieldProps> & { rows?: number }) {
  const v = useMessageText();
  return (
    <FormField label={label} error={v(error?.message)} required={required}>
      {(control) =>
        rows ? (
          // A starting text (react-hook-form's defaultValues) reaches the DOM only once the scripts run: given here
          // too, it is in the server's HTML.
          <textarea {...control} rows={rows} defaultValue={input.defaultValue} {...registration} />
        ) : (
          <input {...control} type="text" {...input} {...registration} />
        )
      }
    </FormField>
  );
}

/** What TextField needs of one field of a form: `bind(name)` registers the field with its check and reads its error. */
export function fieldBinder<F extends FieldValues>(
  register: UseFormRegister<F>,
  errors: FieldErrors<F>,
  checks: Partial<Record<Path<F>, RegisterOptions<F>>>,
) {
  return (name: Path<F>) => ({
    registration: register(name, checks[name]),
    error: errors[name] as FieldError | undefined,
  });
}
