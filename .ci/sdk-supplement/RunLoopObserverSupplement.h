// CoreFoundation's run-loop observer API, which the mock Apple SDK (../shared/apple-sdk) lacks,
// written as the iOS SDK declares it (CoreFoundation/CFBase.h, CFRunLoop.h; not
// nullability-audited there, so Swift sees implicitly unwrapped optionals). Used by
// EmptyDataSet's run-loop nesting observer (UIKit/Updates/RunLoopNesting.swift). Passed to the
// type-check with --supplement; the real SDK has them (in CoreFoundation, which UIKit re-exports).
#import <Foundation/Foundation.h>

#ifndef CF_BRIDGED_TYPE
#define CF_BRIDGED_TYPE(T) __attribute__((objc_bridge(T)))
#endif
#ifndef CF_BRIDGED_MUTABLE_TYPE
#define CF_BRIDGED_MUTABLE_TYPE(T) __attribute__((objc_bridge_mutable(T)))
#endif
#ifndef CF_EXTENSIBLE_STRING_ENUM
#define CF_EXTENSIBLE_STRING_ENUM NS_EXTENSIBLE_STRING_ENUM
#endif

// MacTypes.h declares `typedef unsigned char Boolean;`, which the Swift importer maps to Bool;
// declared here so that it imports as Swift sees the real one.
typedef bool Boolean;
typedef unsigned long CFOptionFlags;
typedef signed long CFIndex;
typedef const struct CF_BRIDGED_TYPE(id) __CFAllocator * CFAllocatorRef;
typedef const struct CF_BRIDGED_TYPE(NSString) __CFString * CFStringRef;

CF_IMPLICIT_BRIDGING_ENABLED

extern const CFAllocatorRef kCFAllocatorDefault;

typedef CFStringRef CFRunLoopMode CF_EXTENSIBLE_STRING_ENUM;
typedef struct CF_BRIDGED_MUTABLE_TYPE(id) __CFRunLoop * CFRunLoopRef;
typedef struct CF_BRIDGED_MUTABLE_TYPE(id) __CFRunLoopObserver * CFRunLoopObserverRef;

typedef CF_OPTIONS(CFOptionFlags, CFRunLoopActivity) {
    kCFRunLoopEntry = (1UL << 0),
    kCFRunLoopBeforeTimers = (1UL << 1),
    kCFRunLoopBeforeSources = (1UL << 2),
    kCFRunLoopBeforeWaiting = (1UL << 5),
    kCFRunLoopAfterWaiting = (1UL << 6),
    kCFRunLoopExit = (1UL << 7),
    kCFRunLoopAllActivities = 0x0FFFFFFFU
};

extern const CFRunLoopMode kCFRunLoopDefaultMode;
extern const CFRunLoopMode kCFRunLoopCommonModes;

extern CFRunLoopRef CFRunLoopGetMain(void);
extern void CFRunLoopAddObserver(CFRunLoopRef rl, CFRunLoopObserverRef observer, CFRunLoopMode mode);
extern CFRunLoopObserverRef CFRunLoopObserverCreateWithHandler(CFAllocatorRef allocator, CFOptionFlags activities, Boolean repeats, CFIndex order, void (^block) (CFRunLoopObserverRef observer, CFRunLoopActivity activity)) API_AVAILABLE(ios(5.0));

CF_IMPLICIT_BRIDGING_DISABLED
