#import <Foundation/Foundation.h>

#define CORE_LOG_LEVEL 2

/// Logs one line.
FOUNDATION_EXPORT void CoreLog(NSString *message);

@interface CoreConfig : NSObject
@property (nonatomic, copy) NSString *baseURL;
@end
