import { useMemo } from 'react';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';

import { usersStrings } from '../../strings/users';
import { useUnitLabels } from '../shell/use-unit-labels';
import { type PolicyCardItem, policyCardItems } from './policy-card-items';

const text = usersStrings.userDetails.policyCards;

interface PolicyCardsProps {
  policies: readonly string[];
  /** Shows a remove button on every card when given (the edit screen). */
  onRemove?: (policy: string) => void;
  disabled?: boolean;
}

const NO_ACTIVE_UNIT = { ouid: undefined, name: undefined };

/**
 * A user's policies as cards: headed by the unit's name (its id in the Unit section, issue 37:
 * names first), role and kind; removable while editing.
 */
export function PolicyCards({ policies, onRemove, disabled }: PolicyCardsProps) {
  const items = useMemo(() => policyCardItems(policies), [policies]);
  const units = useMemo(
    () => [...new Set(items.filter((item) => !item.system).map((item) => item.unit))],
    [items],
  );
  const labels = useUnitLabels(units, NO_ACTIVE_UNIT);
  const header = (item: PolicyCardItem) => (
    <Box variant="h3" padding="n">
      {item.system ? text.systemUnit : (labels[item.unit] ?? item.unit)}
    </Box>
  );
  const removeSection = onRemove
    ? [
        {
          id: 'remove',
          content: (item: PolicyCardItem) => (
            <Button
              iconName="remove"
              formAction="none"
              disabled={disabled}
              ariaLabel={text.removeAriaLabel(item.policy)}
              onClick={() => onRemove(item.policy)}
            >
              {text.remove}
            </Button>
          ),
        },
      ]
    : [];
  return (
    <Cards
      items={items}
      trackBy="policy"
      ariaLabels={{
        cardsLabel: text.cardsAriaLabel,
        itemSelectionLabel: (_state, item) => item.policy,
        selectionGroupLabel: text.cardsAriaLabel,
      }}
      cardsPerRow={[{ cards: 1 }, { minWidth: 500, cards: 3 }]}
      empty={<Box textAlign="center">{text.empty}</Box>}
      cardDefinition={{
        header,
        sections: [
          { id: 'unit', header: text.unit, content: (item) => item.unit },
          { id: 'roles', header: text.roles, content: (item) => item.roles.join(', ') },
          {
            id: 'kind',
            header: text.kind,
            content: (item) => (item.system ? text.systemPolicy : text.orgPolicy),
          },
          ...removeSection,
        ],
      }}
    />
  );
}
