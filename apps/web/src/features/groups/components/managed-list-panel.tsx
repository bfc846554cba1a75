import { type LucideIcon, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { INPUT_BORDER_CLASSES, INPUT_CLASSES } from '../../../components/ui/input-styles';
import { useT } from '../../../lib/language';

export interface ManagedItem {
  id: number;
  label: string;
}

export interface ManagedListPanelProps {
  title: string;
  icon: LucideIcon;
  placeholder: string;
  inputMode?: 'numeric' | 'text';
  createLabel: string;
  listTitle: string;
  emptyText: string;
  items: ManagedItem[];
  isCreating: boolean;
  /** resolves true when created (the input is then cleared) */
  onCreate: (value: string) => Promise<boolean>;
  onRemove: (item: ManagedItem) => void;
}

/** A panel with a create form and the list of existing items, each with a remove button. */
export function ManagedListPanel(props: ManagedListPanelProps) {
  const t = useT();
  const { title, icon: Icon, placeholder, inputMode = 'text', createLabel, listTitle, emptyText, items } = props;
  const [value, setValue] = useState('');
  const inputId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await props.onCreate(value)) setValue('');
  }

  return (
    <Card>
      <CardHeader
        title={
          <span className="flex items-center gap-2">
            <Icon className="size-5 text-primary-700 dark:text-primary-300" aria-hidden="true" />
            {title}
          </span>
        }
      />
      <form onSubmit={submit} noValidate className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {placeholder}
        </label>
        <input
          id={inputId}
          inputMode={inputMode}
          placeholder={placeholder}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-required="true"
          className={`${INPUT_CLASSES} ${INPUT_BORDER_CLASSES}`}
        />
        <Button type="submit" className="shrink-0 whitespace-nowrap" isLoading={props.isCreating} icon={Plus}>
          {createLabel}
        </Button>
      </form>
      <h3 className="mt-6 mb-2 font-medium text-gray-900 dark:text-gray-100">
        {listTitle} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">{emptyText}</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-2">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex items-center justify-between gap-2 rounded-lg border border-gray-200 px-3 py-2 dark:border-gray-700"
            >
              <span className="truncate text-gray-900 dark:text-gray-100" title={item.label}>
                {item.label}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => props.onRemove(item)}
                aria-label={t('groups.removeItem', { name: item.label })}
                icon={<Trash2 className="size-4 text-red-700 dark:text-red-400" aria-hidden="true" />}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
