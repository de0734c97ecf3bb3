export { Form, type FormProps, type FormValues } from './Form';
export { useFormField, type FormFieldProps, type FormFieldState } from './formContext';
