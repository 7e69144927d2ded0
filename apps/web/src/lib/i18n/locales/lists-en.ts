/**
 * Texts of the address book, the checkout's address picker and the wishlist page (namespace `lists`), loaded with
 * those screens rather than with the first page (the first-load budget; docs/decisions/0050).
 */
export const listsEn = {
  wishlist: {
    intro: 'Products you keep an eye on, with today’s prices.',
    guestNote:
      'Your wishlist is kept in this browser. Log in to keep it on your account; it joins your account’s list.',
    empty: 'Your wishlist is empty',
    emptyHint: 'Tap the heart on a product to keep it here.',
    browse: 'Browse products',
    unavailable: 'Not available at the moment',
    gone: 'This product is no longer sold',
    removeNamed: 'Remove {{name}} from the wishlist',
    count_one: '{{n}} product',
    count_other: '{{n}} products',
  },
  addresses: {
    title: 'My addresses',
    intro: 'Save the places you order to; checkout starts from your default address.',
    add: 'Add an address',
    newTitle: 'New address',
    editTitle: 'Edit address',
    label: 'Name of the address',
    labelHint: 'For example Home, Work or Family',
    recipientName: 'Recipient’s full name',
    phone: 'Recipient’s phone',
    phoneHint: 'A Libyan mobile number, e.g. 0912345678',
    city: 'City',
    chooseCity: 'Choose the city',
    addressLine: 'Address',
    addressLineHint: 'Area, street, building and the nearest landmark',
    notes: 'Directions for the courier (optional)',
    notesHint: 'For example: the green door, call on arrival',
    makeDefault: 'Use as my default address',
    save: 'Save address',
    saving: 'Saving…',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    confirmDelete: 'Delete this address?',
    confirmDeleteYes: 'Yes, delete',
    setDefault: 'Make default',
    default: 'Default',
    empty: 'No saved addresses yet',
    emptyHint: 'Add an address and checkout fills it in for you.',
    limit: 'You can keep up to {{n}} addresses.',
    saved: 'The address has been saved.',
    checkFields: 'Please check the highlighted fields.',
    /** between the city and the address line */
    separator: ', ',
    // checkout
    pickerLegend: 'Deliver to',
    savedAddresses: 'Your saved addresses',
    another: 'Another address',
    anotherHint: 'Type a new address for this order',
    saveForLater: 'Save this address in my address book',
    manage: 'Manage addresses',
  },
};

export type ListTexts = typeof listsEn;
