import { Button } from '@lcars/ui';

/**
 * A dialog's two buttons: Cancel, and Save, which either submits the dialog's form (`onSave` left out) or runs
 * `onSave`. Save waits while `isDisabled` (a save running, a record the user may not change).
 */
export function CancelSave({
  onCancel,
  onSave,
  isDisabled = false,
}: {
  onCancel: () => void;
  onSave?: () => void;
  isDisabled?: boolean;
}) {
  return (
    <>
      <Button variant="text" onPress={onCancel}>
        Cancel
      </Button>
      {onSave ? (
        <Button onPress={onSave} isDisabled={isDisabled}>
          Save
        </Button>
      ) : (
        <Button type="submit" isDisabled={isDisabled}>
          Save
        </Button>
      )}
    </>
  );
}
