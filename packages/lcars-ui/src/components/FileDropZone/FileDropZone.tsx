import { useId, useRef, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  DropZone,
  FileTrigger,
  Text,
  type DropZoneProps,
  type FileDropItem,
} from 'react-aria-components';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];
import { FieldIcon, fieldStyles, joinClasses } from '../field';
import { useFormField, type FormFieldProps } from '../Form/formContext';
import * as styles from './FileDropZone.css';
import { acceptList, describeAccept, fileRejection, formatFileSize, type FileAccept } from './fileRules';

export interface FileRejection {
  file: File;
  reason: string;
}

export interface FileDropZoneProps extends FormFieldProps {
  /** What the zone is for, shown in it and naming it: 'Recipe photos'. */
  label: string;
  /** 'images', 'documents', or MIME types and extensions. Default: any file. */
  accept?: FileAccept;
  /** Largest file in bytes. */
  maxSize?: number;
  /** Take several files. Default false: a new file replaces the chosen one. */
  allowsMultiple?: boolean;
  /** The chosen files. */
  value?: File[];
  defaultValue?: File[];
  onChange?: (files: File[]) => void;
  /** Called with the files refused and why, besides showing the reasons. */
  onReject?: (rejections: FileRejection[]) => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

/**
 * Drop files on the zone or press Browse (react-aria DropZone and FileTrigger). Files outside the accept list
 * or over the size limit are refused with a message that names the file and the rule; the chosen files are
 * listed with a remove button each.
 */
export function FileDropZone({
  label,
  accept,
  maxSize,
  allowsMultiple = false,
  name,
  rules,
  maxErrors,
  value,
  defaultValue,
  onChange,
  onReject,
  description,
  errorMessage,
  isDisabled,
  className,
}: FileDropZoneProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const field = useFormField<File[]>({
    name,
    rules,
    maxErrors,
    value,
    defaultValue,
    onChange,
    emptyValue: [],
    errorMessage,
    focusTarget: () => buttonRef.current,
  });
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const types = acceptList(accept);
  const helpId = useId();
  const limits = [
    types && types.length > 0 ? describeAccept(types) : null,
    maxSize !== undefined ? `up to ${formatFileSize(maxSize)}` : null,
  ]
    .filter(Boolean)
    .join(', ');

  const take = (files: File[]) => {
    const refused: FileRejection[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const reason = fileRejection(file, types, maxSize);
      if (reason) refused.push({ file, reason });
      else accepted.push(file);
    }
    if (!allowsMultiple && accepted.length > 1) {
      for (const file of accepted.splice(1))
        refused.push({ file, reason: `${file.name} was not added: choose one file.` });
    }
    setRejections(refused);
    if (refused.length > 0) onReject?.(refused);
    if (accepted.length > 0) field.setValue(allowsMultiple ? [...field.value, ...accepted] : accepted);
    field.onBlur();
  };

  const onDrop = async (event: DropEvent) => {
    const items = event.items.filter((item): item is FileDropItem => item.kind === 'file');
    take(await Promise.all(items.map((item) => item.getFile())));
  };

  const remove = (index: number) => {
    field.setValue(field.value.filter((_, at) => at !== index));
  };

  return (
    <div className={joinClasses(styles.wrapper, className)}>
      <DropZone
        aria-label={label}
        isDisabled={isDisabled}
        onDrop={(event) => void onDrop(event)}
        className={styles.zone}
        data-invalid={field.isInvalid || rejections.length > 0 || undefined}
      >
        <svg className={styles.uploadIcon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M19.35 10.04A7.49 7.49 0 0 0 12 4C9.11 4 6.6 5.64 5.35 8.04A5.994 5.994 0 0 0 0 14c0 3.31 2.69 6 6 6h13c2.76 0 5-2.24 5-5 0-2.64-2.05-4.78-4.65-4.96zM14 13v4h-4v-4H7l5-5 5 5h-3z" />
        </svg>
        <Text slot="label" className={styles.title}>
          {label}
        </Text>
        <span className={styles.hint}>Drop {allowsMultiple ? 'files' : 'a file'} here, or</span>
        <FileTrigger
          acceptedFileTypes={types}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => take(list ? Array.from(list) : [])}
        >
          <AriaButton
            ref={buttonRef}
            isDisabled={isDisabled}
            className={styles.browse}
            aria-describedby={helpId}
          >
            Browse
          </AriaButton>
        </FileTrigger>
      </DropZone>
      <div id={helpId} className={styles.help}>
        {limits ? <span className={fieldStyles.description}>Accepted: {limits}.</span> : null}
        {description ? <span className={fieldStyles.description}>{description}</span> : null}
      </div>
      <div role="alert" className={styles.errors}>
        {rejections.map((rejection) => (
          <span key={`${rejection.file.name}-${rejection.reason}`} className={fieldStyles.error}>
            {rejection.reason}
          </span>
        ))}
        {field.errorMessage ? <span className={fieldStyles.error}>{field.errorMessage}</span> : null}
      </div>
      {field.value.length > 0 ? (
        <ul className={styles.files} aria-label={`Chosen for ${label}`}>
          {field.value.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
              <AriaButton
                className={fieldStyles.iconButton}
                aria-label={`Remove ${file.name}`}
                onPress={() => remove(index)}
              >
                <FieldIcon name="close" />
              </AriaButton>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
